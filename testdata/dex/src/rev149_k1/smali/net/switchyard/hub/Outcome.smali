.class public interface abstract Lnet/switchyard/hub/Outcome;
.super Ljava/lang/Object;
.source "Protocol.kt"
