.class public final synthetic Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/cetp/AttachmentsToolProvider;

.field public final synthetic f$1:Ljava/nio/file/Path;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$0:Lio/quillkit/notes/cetp/AttachmentsToolProvider;

    iput-object p2, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$1:Ljava/nio/file/Path;

    iput-object p3, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$0:Lio/quillkit/notes/cetp/AttachmentsToolProvider;

    iget-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$1:Ljava/nio/file/Path;

    iget-object v2, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->f$2:Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->attachText$lambda$0(Lio/quillkit/notes/cetp/AttachmentsToolProvider;Ljava/nio/file/Path;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
