.class public interface abstract Lcom/tallyfold/money/LedgerCommand;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/Command;
