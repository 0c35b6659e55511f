-- The lists of a question saved since a time (decision 132): a burst raised on a question holds the lists
-- saved in its window (services/bursts/detect.ts raiseBurst), and without this index that read every list of
-- the question (50 ms on the 200,000-list question of the 1m dataset, under the question's lock, 167 times in
-- one bench row of hot-question edits).
CREATE INDEX "responses_question_updated" ON "responses" USING btree ("question_id","updated_at");
