.class public Lcom/keyholder/data/RequestRow;
.super Ljava/lang/Object;
.source "RequestRow.java"


# instance fields
.field public data:Ljava/lang/String;

.field public digest:Ljava/lang/String;

.field public keptAt:J

.field public providerId:Ljava/lang/String;

.field public requestId:Ljava/lang/String;

.field public uid:I


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
