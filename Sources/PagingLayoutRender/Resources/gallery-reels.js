"use strict";
for (const reel of document.querySelectorAll('section.reel')) {
  const frames = reel.querySelectorAll('.reel-frame');
  reel.querySelector('.reel-scrub').addEventListener('input', (event) => {
    frames.forEach((frame, index) => { frame.hidden = index !== Number(event.target.value); });
  });
}
