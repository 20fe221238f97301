.class public Lcom/keyholder/data/SessionRow;
.super Ljava/lang/Object;
.source "SessionRow.java"


# instance fields
.field public expiresAt:J

.field public providerId:Ljava/lang/String;

.field public token:Ljava/lang/String;

.field public uid:I


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
