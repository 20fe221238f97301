.class public interface abstract Lio/kanbu/app/ui/UiAction;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"
