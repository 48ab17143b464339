import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import 'casino-elements';
import type { CasinoEventMap } from 'casino-elements';

@Component({
  selector: 'app-sign-in',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <casino-signin [jurisdiction]="jurisdiction" [hideClose]="true" (casino-signed-in)="signedIn($event)"></casino-signin>
    <casino-account [tab]="tab" (casino-tab-change)="tabChanged($event)"></casino-account>
  `,
})
export class SignInComponent {
  jurisdiction = 'mga';
  tab = 'inbox';
  player: string | null = null;

  signedIn(event: Event) {
    this.player = (event as CasinoEventMap['casino-signed-in']).detail.userId;
  }

  tabChanged(event: Event) {
    this.tab = (event as CasinoEventMap['casino-tab-change']).detail.tab;
  }
}
