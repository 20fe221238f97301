.class final Lcom/et/Bus$TokenRequest;
.super Ljava/lang/Object;
.source "Bus.java"

# instance fields
.field token:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

