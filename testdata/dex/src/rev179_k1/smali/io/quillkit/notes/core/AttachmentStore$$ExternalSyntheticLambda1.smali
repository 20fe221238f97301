.class public final synthetic Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Ljava/nio/file/Path;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/nio/file/Path;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;->f$0:Ljava/nio/file/Path;

    iput-object p2, p0, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;->f$0:Ljava/nio/file/Path;

    iget-object v1, p0, Lio/quillkit/notes/core/AttachmentStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-static {v0, v1, v2}, Lio/quillkit/notes/core/AttachmentStore;->freeName$lambda$1(Ljava/nio/file/Path;Ljava/lang/String;I)Ljava/nio/file/Path;

    move-result-object v0

    return-object v0
.end method
