.class public final synthetic Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Landroid/os/ParcelFileDescriptor;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/trailmark/io/Pump$Producer;


# direct methods
.method public synthetic constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$0:Landroid/os/ParcelFileDescriptor;

    iput-object p2, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$2:Lcom/trailmark/io/Pump$Producer;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$0:Landroid/os/ParcelFileDescriptor;

    iget-object v1, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/trailmark/io/Pump$$ExternalSyntheticLambda0;->f$2:Lcom/trailmark/io/Pump$Producer;

    invoke-static {v0, v1, v2}, Lcom/trailmark/io/Pump;->lambda$start$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Lcom/trailmark/io/Pump$Producer;)V

    return-void
.end method
