.class public interface abstract Lcom/larchwood/library/Command$InSession;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Command;
