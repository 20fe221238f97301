.class public interface abstract Lio/kanbu/app/board/BoardAction;
.super Ljava/lang/Object;
.source "BoardModel.kt"
