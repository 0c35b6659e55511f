/**
 * Each share card as a CardSpec: the data it shows (its version is their hash) and how it is drawn. The page
 * head and the card routes both build the spec here, so the og:image address a page names and the card the
 * route serves are the same version.
 */
import {
  CARD_SIZE,
  profileCard,
  questionCard,
  responseCard,
  responseStory,
  STORY_SIZE,
} from './card-layouts.js';
import { type CardSpec, cardFolders } from './share-cards.js';
import type { SharedProfile, SharedQuestion, SharedResponse } from './share-content.js';

/** The site's name as printed on cards: PUBLIC_URL's host. */
export const siteLabel = (publicUrl: string) => new URL(publicUrl).host;

export function questionCardSpec(question: SharedQuestion, site: string): CardSpec {
  const shown = {
    id: question.id,
    title: question.title,
    answersCount: question.answersCount,
    top: question.top.map((item) => ({ label: item.label, votes: item.votes, points: item.points })),
  };
  return {
    kind: 'question',
    folder: cardFolders.questionCard(question.id),
    path: `/og/question/${question.id}.png`,
    content: { shown, site },
    picture: null,
    size: CARD_SIZE,
    draw: () => questionCard({ ...question, ...shown }, site),
  };
}

export function responseCardSpec(response: SharedResponse, site: string): CardSpec {
  return {
    kind: 'response',
    folder: cardFolders.response(response.question.id, response.id),
    path: `/og/response/${response.id}.png`,
    content: { response, site },
    picture: response.member.profilePicture,
    size: CARD_SIZE,
    draw: (picture) => responseCard(response, picture, site),
  };
}

export function responseStorySpec(response: SharedResponse, site: string): CardSpec {
  return {
    kind: 'story',
    folder: cardFolders.story(response.question.id, response.id),
    path: `/og/response/${response.id}/story.png`,
    content: { response, site },
    picture: response.member.profilePicture,
    size: STORY_SIZE,
    draw: (picture) => responseStory(response, picture, site),
  };
}

export function profileCardSpec(profile: SharedProfile, site: string): CardSpec {
  return {
    kind: 'user',
    path: `/og/user/${encodeURIComponent(profile.username)}.png`,
    folder: cardFolders.member(profile.username),
    content: { profile, site },
    picture: profile.profilePicture,
    size: CARD_SIZE,
    draw: (picture) => profileCard(profile, picture, site),
  };
}
