.class final Lcom/halyard/vault/reports/ReportDesk$Report;
.super Ljava/lang/Object;
.source "ReportDesk.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/reports/ReportDesk;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Report"
.end annotation


# instance fields
.field final createdAt:J

.field final ownerUid:I

.field final path:Ljava/lang/String;

.field final reportId:Ljava/lang/String;

.field final sha256:Ljava/lang/String;

.field final size:J

.field final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;J)V
    .registers 10

    .line 232
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 233
    iput-object p1, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->reportId:Ljava/lang/String;

    .line 234
    iput p2, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->ownerUid:I

    .line 235
    iput-object p3, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->title:Ljava/lang/String;

    .line 236
    iput-object p4, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->path:Ljava/lang/String;

    .line 237
    iput-wide p5, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->size:J

    .line 238
    iput-object p7, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->sha256:Ljava/lang/String;

    .line 239
    iput-wide p8, p0, Lcom/halyard/vault/reports/ReportDesk$Report;->createdAt:J

    .line 240
    return-void
.end method
