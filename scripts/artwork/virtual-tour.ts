/**
 * Records the who-we-are "Virtual Tour" video: a short animated walk through the Fenmoor works,
 * drawn on a canvas in Chromium and captured with MediaRecorder as WebM (VP8, no sound).
 * `node scripts/artwork/virtual-tour.ts` writes content/files/videos/virtual-tour.webm.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "content/files/videos/virtual-tour.webm");
const SECONDS = 12;

/** Runs in the page: draws each scene and resolves with the recording as base64. */
function record(seconds: number): Promise<string> {
  const width = 960;
  const height = 540;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
  const scenes = [
    { caption: "Raw materials arrive at Heronsgate Works", draw: drawWarehouse },
    { caption: "Blending vessels turn them into 200+ products", draw: drawVessels },
    { caption: "Every batch is tested in our laboratory", draw: drawLab },
    { caption: "Packed and dispatched to 40+ countries", draw: drawDispatch },
  ];

  function background(t: number) {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, "#0b3a53");
    gradient.addColorStop(1, "#1f6f8b");
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = "rgba(227,238,243,0.35)";
    ctx.lineWidth = 2;
    for (let i = 0; i < 24; i++) {
      const x = (i * 137) % width;
      const y = height - ((t * 60 + i * 97) % (height + 60));
      ctx.beginPath();
      ctx.arc(x, y, 6 + (i % 5) * 5, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  function drawWarehouse(p: number) {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(180, 300, 600, 160);
    ctx.beginPath();
    ctx.moveTo(160, 300);
    ctx.lineTo(480, 200);
    ctx.lineTo(800, 300);
    ctx.fill();
    ctx.fillStyle = "#e0662b";
    ctx.fillRect(120 + p * 520, 400, 120, 60);
  }
  function drawVessels(p: number) {
    ctx.fillStyle = "#ffffff";
    for (const [x, h] of [
      [230, 220],
      [430, 260],
      [630, 200],
    ] as const) {
      ctx.beginPath();
      ctx.roundRect(x, 460 - h, 120, h, 50);
      ctx.fill();
    }
    ctx.strokeStyle = "#e0662b";
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.moveTo(290, 240);
    ctx.lineTo(290, 160);
    ctx.lineTo(290 + p * 400, 160);
    ctx.stroke();
  }
  function drawLab(p: number) {
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.moveTo(380, 180);
    ctx.lineTo(380, 280);
    ctx.lineTo(300, 450);
    ctx.lineTo(540, 450);
    ctx.lineTo(460, 280);
    ctx.lineTo(460, 180);
    ctx.stroke();
    ctx.fillStyle = "rgba(255,255,255,0.85)";
    const level = 430 - p * 100;
    ctx.fillRect(330, level, 180, 450 - level);
    ctx.strokeRect(620, 200, 80, 250);
  }
  function drawDispatch(p: number) {
    ctx.fillStyle = "#ffffff";
    const x = -260 + p * (width + 260);
    ctx.fillRect(x, 330, 220, 110);
    ctx.fillRect(x + 220, 370, 70, 70);
    ctx.fillStyle = "#e0662b";
    for (const wheel of [40, 180, 250]) {
      ctx.beginPath();
      ctx.arc(x + wheel, 445, 20, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = "rgba(255,255,255,0.5)";
    ctx.fillRect(0, 465, width, 6);
  }
  function frame(t: number) {
    const index = Math.min(scenes.length - 1, Math.floor((t / seconds) * scenes.length));
    const sceneLength = seconds / scenes.length;
    const progress = (t - index * sceneLength) / sceneLength;
    const scene = scenes[index];
    background(t);
    scene?.draw(progress);
    ctx.fillStyle = "rgba(7,42,61,0.8)";
    ctx.fillRect(0, height - 70, width, 70);
    ctx.fillStyle = "#ffffff";
    ctx.font = "600 28px Helvetica, Arial, sans-serif";
    ctx.fillText(scene?.caption ?? "", 40, height - 26);
    ctx.font = "700 22px Helvetica, Arial, sans-serif";
    ctx.fillText("FENMOOR CHEMICALS · VIRTUAL TOUR", 40, 50);
  }

  return new Promise((resolve) => {
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: "video/webm;codecs=vp8",
      videoBitsPerSecond: 250_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      resolve(btoa(binary));
    };
    const start = performance.now();
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(tick);
      else recorder.stop();
    };
    recorder.start();
    tick();
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage();
const base64 = await page.evaluate(record, SECONDS);
await browser.close();
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, Buffer.from(base64, "base64"));
console.log(`${path.relative(ROOT, OUT)}: ${fs.statSync(OUT).size} bytes`);
