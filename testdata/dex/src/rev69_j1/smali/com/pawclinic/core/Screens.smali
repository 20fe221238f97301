.class public interface abstract Lcom/pawclinic/core/Screens;
.super Ljava/lang/Object;
.source "Screens.java"
