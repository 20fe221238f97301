.class public final synthetic Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Z


# direct methods
.method public synthetic constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;->f$0:Z

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-boolean v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;->f$0:Z

    check-cast p1, Lio/quillkit/notes/core/JsonBuilder;

    invoke-static {v0, p1}, Lio/quillkit/notes/cetp/NotesToolProvider;->deleteNote$lambda$0$0(ZLio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
