.class final Lcom/hp/Grant;
.super Ljava/lang/Object;
.source "Grant.java"

# instance fields
.field final token:Ljava/lang/String;
.field volatile resolution:Landroid/app/PendingIntent;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/hp/Grant;->token:Ljava/lang/String;
    .line 12
    return-void
.end method

