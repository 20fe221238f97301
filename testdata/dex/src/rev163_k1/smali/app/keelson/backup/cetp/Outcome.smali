.class public interface abstract Lapp/keelson/backup/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"
