.class public interface abstract Lapp/quire/reader/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"
