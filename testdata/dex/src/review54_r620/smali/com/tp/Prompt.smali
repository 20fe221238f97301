.class public abstract Lcom/tp/Prompt;
.super Ljava/lang/Object;
.source "Prompt.java"


# direct methods
.method protected constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 6
    invoke-virtual {v1}, Lcom/tp/Prompt;->configure()V
    .line 7
    return-void
.end method


# virtual methods
.method protected abstract configure()V
.end method

