.class final Lcom/cf/Openers;
.super Ljava/lang/Object;
.source "Openers.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

.method static screen(Ljava/lang/String;I)Lcom/cf/Opener;
    .registers 3
    .line 13
    new-instance v0, Lcom/cf/Openers$1;
    invoke-direct {v0, v2, v1}, Lcom/cf/Openers$1;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

.method static card(Ljava/lang/String;I)Lcom/cf/Opener;
    .registers 3
    .line 25
    new-instance v0, Lcom/cf/Openers$2;
    invoke-direct {v0, v2, v1}, Lcom/cf/Openers$2;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

