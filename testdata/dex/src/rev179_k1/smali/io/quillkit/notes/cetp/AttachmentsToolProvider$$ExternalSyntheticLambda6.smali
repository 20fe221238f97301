.class public final synthetic Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Ljava/nio/file/Path;


# direct methods
.method public synthetic constructor <init>(Ljava/nio/file/Path;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;->f$0:Ljava/nio/file/Path;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;->f$0:Ljava/nio/file/Path;

    invoke-static {v0}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->purgeAttachments$lambda$0(Ljava/nio/file/Path;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
