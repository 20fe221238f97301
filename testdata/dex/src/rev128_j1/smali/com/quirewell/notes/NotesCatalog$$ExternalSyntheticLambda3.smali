.class public final synthetic Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quirewell/cetp/Tool;


# instance fields
.field public final synthetic f$0:Ljava/util/function/Function;


# direct methods
.method public synthetic constructor <init>(Ljava/util/function/Function;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda3;->f$0:Ljava/util/function/Function;

    return-void
.end method


# virtual methods
.method public final run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 3

    iget-object v0, p0, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda3;->f$0:Ljava/util/function/Function;

    invoke-static {v0, p1}, Lcom/quirewell/notes/NotesCatalog;->lambda$populate$3(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
