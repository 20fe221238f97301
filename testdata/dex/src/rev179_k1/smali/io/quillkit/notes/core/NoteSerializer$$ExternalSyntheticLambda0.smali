.class public final synthetic Lio/quillkit/notes/core/NoteSerializer$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/core/Note;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/core/Note;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/core/NoteSerializer$$ExternalSyntheticLambda0;->f$0:Lio/quillkit/notes/core/Note;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lio/quillkit/notes/core/NoteSerializer$$ExternalSyntheticLambda0;->f$0:Lio/quillkit/notes/core/Note;

    check-cast p1, Lio/quillkit/notes/core/JsonBuilder;

    invoke-static {v0, p1}, Lio/quillkit/notes/core/NoteSerializer;->encode$lambda$0(Lio/quillkit/notes/core/Note;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
