.class public final synthetic Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/cetp/NotesToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/cetp/NotesToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;->f$0:Lio/quillkit/notes/cetp/NotesToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;->f$0:Lio/quillkit/notes/cetp/NotesToolProvider;

    invoke-static {v0}, Lio/quillkit/notes/cetp/NotesToolProvider;->clearArchive$lambda$0(Lio/quillkit/notes/cetp/NotesToolProvider;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
