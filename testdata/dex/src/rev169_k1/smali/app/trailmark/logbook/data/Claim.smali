.class public interface abstract Lapp/trailmark/logbook/data/Claim;
.super Ljava/lang/Object;
.source "RequestLedger.kt"
