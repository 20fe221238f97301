.class public final synthetic Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Ljava/io/File;

.field public final synthetic f$1:I

.field public final synthetic f$2:[Landroid/os/ParcelFileDescriptor;


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;I[Landroid/os/ParcelFileDescriptor;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iput p2, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$1:I

    iput-object p3, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$2:[Landroid/os/ParcelFileDescriptor;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iget v1, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$1:I

    iget-object v2, p0, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;->f$2:[Landroid/os/ParcelFileDescriptor;

    invoke-static {v0, v1, v2}, Lcom/fixitnow/billing/InvoiceProvider;->lambda$execute$0(Ljava/io/File;I[Landroid/os/ParcelFileDescriptor;)V

    return-void
.end method
