/** The account menu's trigger look, shared by its stand-in button and the loaded menu (user-menu.tsx). */
export const accountMenuTriggerClass =
  'cursor-pointer rounded-full ring-offset-2 ring-offset-card transition-shadow hover:ring-2 hover:ring-primary/30 data-[state=open]:ring-2 data-[state=open]:ring-primary/40';
