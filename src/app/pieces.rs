//! A question about the pieces left (`rules::questions`), asked when the app has no position: its
//! answers as large buttons, the common one first. The clock page's flag sheet and the arbiter's
//! claim dialog both ask with it, so the same answers make the same claim.

use crate::rules::questions::{Answer, Question};
use leptos::prelude::*;

#[component]
pub fn PiecesQuestion(#[prop(into)] question: Signal<Option<Question>>, answer: Callback<Answer>) -> impl IntoView {
    move || {
        question.get().map(|q| {
            let text = q.text();
            let answers = q
                .answers()
                .into_iter()
                .enumerate()
                .map(|(i, (a, words))| {
                    view! {
                        <button class="choice" class:common=i == 0 on:click=move |_| answer.run(a)>
                            {words}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="pieces-question" role="group" aria-label=text.clone()>
                    <p class="question">{text.clone()}</p>
                    <div class="choices">{answers}</div>
                </div>
            }
        })
    }
}
