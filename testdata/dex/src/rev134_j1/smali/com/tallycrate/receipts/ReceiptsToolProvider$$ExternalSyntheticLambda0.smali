.class public final synthetic Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallycrate/io/Pipe$Body;


# instance fields
.field public final synthetic f$0:Lcom/tallycrate/receipts/ReceiptsToolProvider;

.field public final synthetic f$1:Ljava/io/File;

.field public final synthetic f$2:J


# direct methods
.method public synthetic constructor <init>(Lcom/tallycrate/receipts/ReceiptsToolProvider;Ljava/io/File;J)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/receipts/ReceiptsToolProvider;

    iput-object p2, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/io/File;

    iput-wide p3, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$2:J

    return-void
.end method


# virtual methods
.method public final writeTo(Ljava/io/OutputStream;)V
    .registers 6

    iget-object v0, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tallycrate/receipts/ReceiptsToolProvider;

    iget-object v1, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/io/File;

    iget-wide v2, p0, Lcom/tallycrate/receipts/ReceiptsToolProvider$$ExternalSyntheticLambda0;->f$2:J

    invoke-virtual {v0, v1, v2, v3, p1}, Lcom/tallycrate/receipts/ReceiptsToolProvider;->lambda$image$0$com-tallycrate-receipts-ReceiptsToolProvider(Ljava/io/File;JLjava/io/OutputStream;)V

    return-void
.end method
