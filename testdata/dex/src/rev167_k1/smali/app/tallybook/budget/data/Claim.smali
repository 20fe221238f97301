.class public interface abstract Lapp/tallybook/budget/data/Claim;
.super Ljava/lang/Object;
.source "RequestLedger.kt"
