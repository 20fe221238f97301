.class public interface abstract Lcom/larchwood/library/Attempt;
.super Ljava/lang/Object;
.source "Repos.kt"
