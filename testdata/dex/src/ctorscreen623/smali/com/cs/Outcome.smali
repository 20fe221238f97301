.class final Lcom/cs/Outcome;
.super Ljava/lang/Object;
.source "Outcome.java"

# instance fields
.field final code:Ljava/lang/String;
.field final screen:Landroid/content/ComponentName;
.field final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;)V
    .registers 5
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/cs/Outcome;->code:Ljava/lang/String;
    .line 13
    iput-object v3, v1, Lcom/cs/Outcome;->screen:Landroid/content/ComponentName;
    .line 14
    iput-object v4, v1, Lcom/cs/Outcome;->token:Ljava/lang/String;
    .line 15
    return-void
.end method

