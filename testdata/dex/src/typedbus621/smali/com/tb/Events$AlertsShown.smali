.class final Lcom/tb/Events$AlertsShown;
.super Ljava/lang/Object;
.source "Events.java"

# instance fields
.field final room:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/tb/Events$AlertsShown;->room:Ljava/lang/String;
    .line 12
    return-void
.end method

