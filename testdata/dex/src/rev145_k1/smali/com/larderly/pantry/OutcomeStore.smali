.class public interface abstract Lcom/larderly/pantry/OutcomeStore;
.super Ljava/lang/Object;
.source "Outcomes.kt"


# virtual methods
.method public abstract once(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/larderly/pantry/Outcome;
.end method
