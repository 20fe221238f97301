.class public final synthetic Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Landroid/os/ParcelFileDescriptor;

.field public final synthetic f$1:[B


# direct methods
.method public synthetic constructor <init>(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/os/ParcelFileDescriptor;

    iput-object p2, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;->f$1:[B

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/os/ParcelFileDescriptor;

    iget-object v1, p0, Lio/quillkit/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;->f$1:[B

    invoke-static {v0, v1}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->fileResult$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V

    return-void
.end method
