.class Lcom/tripslip/slips/SlipProvider$1;
.super Ljava/lang/Object;
.source "SlipProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tripslip/slips/SlipProvider;->exportRoster(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tripslip/slips/SlipProvider;

.field final synthetic val$bytes:[B

.field final synthetic val$pipe:[Landroid/os/ParcelFileDescriptor;


# direct methods
.method constructor <init>(Lcom/tripslip/slips/SlipProvider;[Landroid/os/ParcelFileDescriptor;[B)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 175
    iput-object p1, p0, Lcom/tripslip/slips/SlipProvider$1;->this$0:Lcom/tripslip/slips/SlipProvider;

    iput-object p2, p0, Lcom/tripslip/slips/SlipProvider$1;->val$pipe:[Landroid/os/ParcelFileDescriptor;

    iput-object p3, p0, Lcom/tripslip/slips/SlipProvider$1;->val$bytes:[B

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 179
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider$1;->val$pipe:[Landroid/os/ParcelFileDescriptor;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-direct {v0, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 180
    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider$1;->val$bytes:[B

    invoke-virtual {v0, v1}, Ljava/io/OutputStream;->write([B)V

    .line 181
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 184
    goto :goto_0

    .line 182
    :catch_0
    move-exception v0

    .line 183
    const-string v1, "SlipProvider"

    const-string v2, "roster reader went away"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 185
    :goto_0
    return-void
.end method
