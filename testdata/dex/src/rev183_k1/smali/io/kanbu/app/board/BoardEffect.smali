.class public interface abstract Lio/kanbu/app/board/BoardEffect;
.super Ljava/lang/Object;
.source "BoardModel.kt"
