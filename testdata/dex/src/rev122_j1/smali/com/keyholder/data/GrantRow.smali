.class public Lcom/keyholder/data/GrantRow;
.super Ljava/lang/Object;
.source "GrantRow.java"


# instance fields
.field public createdAt:J

.field public guest:Ljava/lang/String;

.field public id:Ljava/lang/String;

.field public level:Ljava/lang/String;

.field public lockId:Ljava/lang/String;

.field public revoked:Z


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
