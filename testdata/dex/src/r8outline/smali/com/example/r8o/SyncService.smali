.class public Lcom/example/r8o/SyncService;
.super Landroid/app/IntentService;
.source "SyncService.java"
