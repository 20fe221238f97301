.class public Lcom/keyholder/data/LockRow;
.super Ljava/lang/Object;
.source "LockRow.java"


# instance fields
.field public changedAt:J

.field public confirmAction:Ljava/lang/String;

.field public id:Ljava/lang/String;

.field public locked:Z

.field public name:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
