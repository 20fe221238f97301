.class final Lcom/dr/Holds$Held;
.super Ljava/lang/Object;
.source "Holds.java"

# instance fields
.field final uid:I
.field final requestId:Ljava/lang/String;
.field final expiresAt:J
.field approved:Z


# direct methods
.method constructor <init>(ILjava/lang/String;J)V
    .registers 6
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 15
    iput v2, v1, Lcom/dr/Holds$Held;->uid:I
    .line 16
    iput-object v3, v1, Lcom/dr/Holds$Held;->requestId:Ljava/lang/String;
    .line 17
    iput-wide v4, v1, Lcom/dr/Holds$Held;->expiresAt:J
    .line 18
    return-void
.end method

