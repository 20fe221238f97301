.class final Lcom/fernhill/stockroom/reports/ReportShelf$QuotaExceeded;
.super Ljava/lang/Exception;
.source "ReportShelf.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/reports/ReportShelf;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "QuotaExceeded"
.end annotation


# direct methods
.method constructor <init>()V
    .registers 2

    .line 27
    const-string v0, "daily report limit reached"

    invoke-direct {p0, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 28
    return-void
.end method
