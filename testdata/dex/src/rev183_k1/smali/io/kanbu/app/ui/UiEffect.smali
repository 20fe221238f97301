.class public interface abstract Lio/kanbu/app/ui/UiEffect;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"
