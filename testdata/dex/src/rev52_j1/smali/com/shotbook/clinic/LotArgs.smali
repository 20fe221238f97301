.class public Lcom/shotbook/clinic/LotArgs;
.super Ljava/lang/Object;
.source "LotArgs.java"


# instance fields
.field public lot:Ljava/lang/String;

.field public patient:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
