.class public final Lcom/tallycrate/data/ReceiptDao$Query;
.super Ljava/lang/Object;
.source "ReceiptDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallycrate/data/ReceiptDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Query"
.end annotation


# instance fields
.field public fromMs:J

.field public limit:I

.field public merchant:Ljava/lang/String;

.field public tag:Ljava/lang/String;

.field public toMs:J


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    const-wide v0, 0x7fffffffffffffffL

    iput-wide v0, p0, Lcom/tallycrate/data/ReceiptDao$Query;->toMs:J

    .line 21
    const/16 v0, 0x32

    iput v0, p0, Lcom/tallycrate/data/ReceiptDao$Query;->limit:I

    return-void
.end method
