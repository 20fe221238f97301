.class public interface abstract Lio/kanbu/app/board/BoardAction$Tool;
.super Ljava/lang/Object;
.source "BoardModel.kt"

# interfaces
.implements Lio/kanbu/app/board/BoardAction;


# virtual methods
.method public abstract getCall()Lcom/clawseed/sdk/provider/CetpRequest;
.end method
