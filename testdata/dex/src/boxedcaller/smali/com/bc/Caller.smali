.class final Lcom/bc/Caller;
.super Ljava/lang/Object;
.source "Caller.java"

# instance fields
.field final uid:I
.field final packageName:Ljava/lang/String;


# direct methods
.method private constructor <init>(ILjava/lang/String;)V
    .registers 4
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput v2, v1, Lcom/bc/Caller;->uid:I
    .line 12
    iput-object v3, v1, Lcom/bc/Caller;->packageName:Ljava/lang/String;
    .line 13
    return-void
.end method

.method static of(Landroid/content/pm/PackageManager;I)Lcom/bc/Caller;
    .registers 6
    .line 16
    new-instance v0, Lcom/bc/Caller;
    invoke-virtual {v4, v5}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v5, v3}, Lcom/bc/Caller;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

