.class public final synthetic Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/example/r30k4/NoteRequest;

.method public synthetic constructor <init>(Lcom/example/r30k4/NoteRequest;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda1;->f$0:Lcom/example/r30k4/NoteRequest;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r30k4/NoteRequest$$ExternalSyntheticLambda1;->f$0:Lcom/example/r30k4/NoteRequest;
    invoke-static {v0}, Lcom/example/r30k4/NoteRequest;->dryRun_delegate$lambda$0(Lcom/example/r30k4/NoteRequest;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method
