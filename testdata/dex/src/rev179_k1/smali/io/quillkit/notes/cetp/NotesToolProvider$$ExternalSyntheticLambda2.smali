.class public final synthetic Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/cetp/NotesToolProvider;

.field public final synthetic f$1:Lio/quillkit/notes/core/Note;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/cetp/NotesToolProvider;Lio/quillkit/notes/core/Note;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$0:Lio/quillkit/notes/cetp/NotesToolProvider;

    iput-object p2, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$1:Lio/quillkit/notes/core/Note;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$0:Lio/quillkit/notes/cetp/NotesToolProvider;

    iget-object v1, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$1:Lio/quillkit/notes/core/Note;

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/NotesToolProvider;->deleteNote$lambda$0(Lio/quillkit/notes/cetp/NotesToolProvider;Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
