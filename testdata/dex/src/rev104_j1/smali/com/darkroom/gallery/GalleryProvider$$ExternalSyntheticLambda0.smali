.class public final synthetic Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Landroid/os/ParcelFileDescriptor;

.field public final synthetic f$1:Ljava/io/File;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/io/File;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$0:Landroid/os/ParcelFileDescriptor;

    iput-object p2, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$1:Ljava/io/File;

    iput p3, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$0:Landroid/os/ParcelFileDescriptor;

    iget-object v1, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$1:Ljava/io/File;

    iget v2, p0, Lcom/darkroom/gallery/GalleryProvider$$ExternalSyntheticLambda0;->f$2:I

    invoke-static {v0, v1, v2}, Lcom/darkroom/gallery/GalleryProvider;->lambda$execute$0(Landroid/os/ParcelFileDescriptor;Ljava/io/File;I)V

    return-void
.end method
