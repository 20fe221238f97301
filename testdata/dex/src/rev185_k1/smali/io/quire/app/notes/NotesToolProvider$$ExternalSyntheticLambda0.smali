.class public final synthetic Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quire/app/notes/NotesToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/quire/app/notes/NotesToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$0:Lio/quire/app/notes/NotesToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$0:Lio/quire/app/notes/NotesToolProvider;

    invoke-static {v0}, Lio/quire/app/notes/NotesToolProvider;->store_delegate$lambda$0(Lio/quire/app/notes/NotesToolProvider;)Lio/quire/app/notes/NoteStore;

    move-result-object v0

    return-object v0
.end method
